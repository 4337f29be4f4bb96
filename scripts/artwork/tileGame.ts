/** The part of a game of config/seed/games.json its tile is drawn from. */
export interface TileGame {
  code: string;
  vendor: string;
  category: string;
  engine: string;
  name: { en: string };
}
