/**
 * The game's sounds: short synthesised blips, no audio files. Off until the player turns them on;
 * the audio context is made at that tap, as browsers allow sound only after a gesture.
 */
export type Blip = 'start' | 'stop' | 'card' | 'tick' | 'win' | 'lose';

// Each blip: the notes it steps through (Hz), how long each lasts (ms), and the wave.
const sounds: Record<Blip, { notes: number[]; ms: number; wave: OscillatorType; gain: number }> = {
  start: { notes: [330, 440], ms: 60, wave: 'triangle', gain: 0.08 },
  stop: { notes: [220], ms: 50, wave: 'square', gain: 0.04 },
  card: { notes: [880], ms: 35, wave: 'triangle', gain: 0.06 },
  tick: { notes: [1320], ms: 20, wave: 'sine', gain: 0.03 },
  win: { notes: [523, 659, 784, 1047], ms: 90, wave: 'triangle', gain: 0.09 },
  lose: { notes: [330, 247], ms: 110, wave: 'sine', gain: 0.06 },
};

export class Blips {
  private context: AudioContext | null = null;
  private on = false;

  get enabled(): boolean {
    return this.on;
  }

  setEnabled(on: boolean): void {
    this.on = on;
    if (!on) return;
    this.context ??= new AudioContext();
    void this.context.resume();
  }

  play(blip: Blip): void {
    const ctx = this.context;
    if (!this.on || !ctx) return;
    const { notes, ms, wave, gain } = sounds[blip];
    let at = ctx.currentTime;
    for (const frequency of notes) {
      const osc = ctx.createOscillator();
      const env = ctx.createGain();
      osc.type = wave;
      osc.frequency.value = frequency;
      // A quick rise and an exponential fall: a click-free blip.
      env.gain.setValueAtTime(0.0001, at);
      env.gain.exponentialRampToValueAtTime(gain, at + 0.005);
      env.gain.exponentialRampToValueAtTime(0.0001, at + ms / 1000);
      osc.connect(env).connect(ctx.destination);
      osc.start(at);
      osc.stop(at + ms / 1000 + 0.02);
      at += ms / 1000;
    }
  }
}
