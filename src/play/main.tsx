import './play.css';
import { createRoot } from 'react-dom/client';
import { pickLanguage } from '../engine/pickLanguage';
import { applyTheme, initialThemeMode } from '../app/theme';
import { launchParams } from './launchParams';
import { playCall, setPlayLanguage } from './playApi';
import { startPlayI18n } from './i18n';
import { TranslateContext } from './TranslateContext';
import { PlayApp } from './PlayApp';

// The studio's game page (play.html), opened by the site in a frame or a tab: its own small entry,
// sharing the site's React and i18next chunk but none of its shell. The brand (colours, languages,
// name) comes from the same call the site's start-up makes; the language from the address.
const launch = launchParams(location.search);
const root = createRoot(document.getElementById('play-root')!);

async function start() {
  const brand = await playCall('system/whitelabel', {}).catch(() => null);
  // Without the brand, the language asked for (else the site's first, Bengali) and the default colours.
  const lang = brand ? pickLanguage(launch?.lang ?? null, brand.supportLanguages, brand.defaultLang).lang : launch?.lang === 'en' ? 'en' : 'bn';
  setPlayLanguage(lang);
  if (brand) {
    applyTheme(brand, initialThemeMode(brand));
    // The site's light or dark choice, changed in another tab or in the page around the frame.
    addEventListener('storage', (e) => e.key === 'theme' && applyTheme(brand, initialThemeMode(brand)));
  }
  const t = await startPlayI18n(lang);
  root.render(
    <TranslateContext value={t}>
      <PlayApp token={launch?.token ?? null} brand={brand} />
    </TranslateContext>,
  );
}

void start();
