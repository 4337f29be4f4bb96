import { JackpotCounter } from '../JackpotCounter';
import { PopularGames } from './PopularGames';
import { WinnersBoard } from './WinnersBoard';
import './boards.css';

/**
 * The home page's boards: the jackpot, the popular games and the winners. Loaded after the home
 * page's first drawing (the home route's script is at its budget); each board keeps the height
 * home.css gives its placeholder, so nothing below moves when it arrives.
 */
export default function HomeBoards() {
  return (
    <div className="home-boards">
      <div className="board board--jackpot">
        <JackpotCounter />
      </div>
      <PopularGames />
      <WinnersBoard />
    </div>
  );
}
