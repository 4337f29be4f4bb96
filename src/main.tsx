import '@fontsource/noto-sans-bengali/400.css';
import '@fontsource/noto-sans-bengali/700.css';
import './ui/ui.css';
import './app/shell.css';
import { createRoot } from 'react-dom/client';
import { buildRegistry } from '../renderers';
import { App } from './app/App';

// Composition root: the registry of renderers is built here and handed to the shell, which never
// imports a renderer itself.
createRoot(document.getElementById('root')!).render(<App registry={buildRegistry()} />);
