import type { Brand } from '../../brands/store';

/** The brand's rules of play for the studio's games, with the defaults of schemas/config/brand.schema.json. */
export const studioRules = (brand: Brand) => ({ minSpinMs: brand.config.studio?.minSpinMs ?? 2500, autoplay: brand.config.studio?.autoplay ?? false });
