import './app/fonts.css';
import './ui/ui.css';
import './app/shell.css';
import './app/firstPaint.css';
// The sign-in card is drawn by the first paint on brands that send visitors to sign in.
import '../renderers/screens/login.css';
// So is a lobby's top on a phone (server/modules/system/site/lobbyFirstPaint.ts), before its screen's script.
import '../renderers/parts/JackpotCounter.css';
import '../renderers/parts/games/VendorMenu.css';
import '../renderers/parts/games/GameLobby.css';
import '../renderers/parts/games/GameResults.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { buildRegistry } from '../renderers';
import { App, prepared } from './app/App';
import { startServiceWorker } from './app/serviceWorker';
import { listenForInstallPrompt } from './contract/installPrompt';

// Composition root: the registry of renderers is built here and handed to the shell, which never
// imports a renderer itself.
const registry = buildRegistry();
listenForInstallPrompt();
startServiceWorker();
// A transition: React renders the shell in slices, leaving a slow phone's main thread free to
// answer a tap between them, while the server's first paint stays up until the shell commits.
void prepared.then((initialLanguage) => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App registry={registry} initialLanguage={initialLanguage} />));
});
