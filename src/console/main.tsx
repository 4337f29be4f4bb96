import '../app/fonts.css';
import '../ui/ui.css';
import './console.css';
import './schemaForm.css';
import { createRoot } from 'react-dom/client';
import { startConsoleI18n } from './i18n';
import { ConsoleApp } from './ConsoleApp';

// The operator console: a second front end of its own, served at /console by the same server.
await startConsoleI18n();
createRoot(document.getElementById('console-root')!).render(<ConsoleApp />);
