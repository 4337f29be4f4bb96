import type { Brand } from '../../brands/store';

/** How long the window's address may take to answer, and how long its answer is kept. */
const PROBE_MS = 4000;
const KEPT_MS = 60_000;

/**
 * Whether each brand's customer-service window answers (SPEC §8: a window that fails to load is
 * closed, decision 0330). Any HTTP answer counts, a redirect or an error page included: only an
 * address that does not answer at all would leave the player a blank window. One question at a
 * time per address, kept a minute, so a crowd tapping the icon asks it once.
 */
export class ServiceProbe {
  private readonly kept = new Map<string, { at: number; answer: Promise<boolean> }>();

  constructor(private readonly ask: (url: string, signal: AbortSignal) => Promise<unknown> = (url, signal) => fetch(url, { method: 'HEAD', redirect: 'manual', signal })) {}

  reachable(brand: Brand, now = Date.now()): Promise<boolean> {
    const url = brand.config.customerService?.url;
    if (!url || !/^https?:\/\//i.test(url)) return Promise.resolve(false);
    const held = this.kept.get(url);
    if (held && now - held.at < KEPT_MS) return held.answer;
    const answer = this.ask(url, AbortSignal.timeout(PROBE_MS)).then(
      () => true,
      () => false,
    );
    this.kept.set(url, { at: now, answer });
    return answer;
  }
}
