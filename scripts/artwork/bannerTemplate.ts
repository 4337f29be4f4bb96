import { glyphs, type GlyphName } from './categoryIcons';
import { contrast, deepenForWhite, mix, type Hex } from './palette';

export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 320;

export interface BannerContent {
  lang: string;
  brandName: string;
  kicker: string;
  title: string;
  text: string;
  cta: string;
  footnote: string;
  glyph: GlyphName;
  /** A big figure beside the glyph ("100%", "20"), or pills naming ways to pay. */
  badge?: string;
  pills?: string[];
}

interface BannerColours {
  primary: Hex;
  accent: Hex;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * One banner as a page of exactly its size. The words sit on the left half, large enough to read
 * at a third of the size on a phone; the right is the picture. Titles that would run past two lines
 * are shrunk in the page once its fonts are in (window.fitText, called by renderPng), so no language clips.
 */
export function bannerHtml(c: BannerContent, colours: BannerColours, fontCss: string): string {
  const ground = deepenForWhite(colours.primary, 6);
  const deep = mix(ground, '#000000', 0.45);
  const accent = colours.accent;
  const onAccent = contrast(accent, '#111111') >= contrast(accent, '#ffffff') ? '#111111' : '#ffffff';
  const art = c.pills
    ? `<div class="pills">${c.pills.map((p) => `<span>${escapeHtml(p)}</span>`).join('')}</div>`
    : `<div class="disc"><svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${glyphs[c.glyph]}</svg>${
        c.badge ? `<b>${escapeHtml(c.badge)}</b>` : ''
      }</div>`;
  return `<!doctype html><html lang="${c.lang}"><head><meta charset="utf-8"><style>
${fontCss}
*{box-sizing:border-box;margin:0}
html,body{width:${BANNER_WIDTH}px;height:${BANNER_HEIGHT}px;overflow:hidden}
body{font-family:'Noto Sans Bengali',sans-serif;color:#fff;-webkit-font-smoothing:antialiased}
.b{position:relative;width:100%;height:100%;overflow:hidden;background:linear-gradient(112deg,${deep} 0%,${ground} 55%,${mix(ground, accent, 0.25)} 100%)}
.b::before{content:'';position:absolute;right:-120px;top:-200px;width:720px;height:720px;border-radius:50%;background:radial-gradient(circle,${mix(ground, accent, 0.35)} 0%,transparent 62%)}
.stripes{position:absolute;right:0;top:0;width:560px;height:100%;-webkit-mask-image:linear-gradient(90deg,transparent,#000 45%);mask-image:linear-gradient(90deg,transparent,#000 45%);background:repeating-linear-gradient(112deg,transparent 0 38px,rgba(255,255,255,.05) 38px 76px)}
.copy{position:absolute;left:56px;top:22px;width:680px;height:252px;display:flex;flex-direction:column;align-items:flex-start;justify-content:center;gap:12px}
.kicker{font-size:24px;font-weight:700;line-height:1.3;padding:3px 16px;border-radius:999px;background:${accent};color:${onAccent}}
h1{font-size:58px;font-weight:800;line-height:1.16;letter-spacing:-.01em;max-height:140px;text-wrap:balance}
html[lang=bn] h1{line-height:1.3;letter-spacing:0}
p{font-size:28px;font-weight:500;line-height:1.3;opacity:.92}
.cta{margin-top:6px;font-size:26px;font-weight:700;line-height:1.3;padding:8px 26px;border-radius:12px;background:#fff;color:${ground}}
.art{position:absolute;right:64px;top:0;width:360px;height:100%;display:flex;align-items:center;justify-content:center}
.disc{position:relative;width:236px;height:236px;border-radius:50%;background:rgba(255,255,255,.1);border:3px solid ${accent};display:flex;align-items:center;justify-content:center;color:${accent}}
.disc svg{width:150px;height:150px}
.disc b{position:absolute;right:-34px;bottom:6px;font-size:44px;font-weight:800;line-height:1.25;padding:4px 18px;border-radius:16px;background:${accent};color:${onAccent};transform:rotate(-6deg)}
.pills{display:flex;flex-wrap:wrap;gap:14px;justify-content:center;width:360px}
.pills span{font-size:30px;font-weight:800;line-height:1.3;padding:12px 24px;border-radius:16px;background:#fff;color:${ground};box-shadow:0 6px 0 ${accent}}
.brand{position:absolute;right:24px;top:16px;font-size:18px;font-weight:700;opacity:.75}
.foot{position:absolute;left:56px;bottom:10px;font-size:15px;font-weight:500;opacity:.7}
</style></head><body><div class="b"><div class="stripes"></div>
<div class="art">${art}</div>
<div class="copy"><span class="kicker">${escapeHtml(c.kicker)}</span><h1>${escapeHtml(c.title)}</h1><p>${escapeHtml(c.text)}</p><span class="cta">${escapeHtml(c.cta)} →</span></div>
<div class="brand">${escapeHtml(c.brandName)}</div><div class="foot">${escapeHtml(c.footnote)}</div>
</div><script>
window.fitText = () => {
for (const el of document.querySelectorAll('h1, p')) {
  let size = parseFloat(getComputedStyle(el).fontSize);
  const limit = el.tagName === 'H1' ? 2 : 1;
  const lineHeight = () => parseFloat(getComputedStyle(el).lineHeight);
  while (size > 20 && (el.scrollHeight > lineHeight() * limit + 2 || el.scrollWidth > el.clientWidth)) el.style.fontSize = (size -= 2) + 'px';
}
const copy = document.querySelector('.copy');
for (let size = 58; copy.scrollHeight > copy.clientHeight && size > 30; size -= 2) document.querySelector('h1').style.fontSize = size + 'px';
};
</script></body></html>`;
}
