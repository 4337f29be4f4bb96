import { describe, expect, it } from 'vitest';
import { contrastRatio, mixColours, parseHexColour, relativeLuminance } from './contrast';

describe('parseHexColour', () => {
  it.each([
    ['#fff', [255, 255, 255]],
    ['#000000', [0, 0, 0]],
    ['#0B6E4F', [11, 110, 79]],
    ['#1a2', [17, 170, 34]],
  ])('%s', (hex, rgb) => expect(parseHexColour(hex)).toEqual(rgb));

  it.each(['fff', '#ffff', '#12345', 'red', 'rgb(0 0 0)'])('refuses %s', (bad) => {
    expect(() => parseHexColour(bad)).toThrow(bad);
  });
});

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#fff')).toBe(1);
  });
  it('weights green most and blue least', () => {
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 4);
  });
});

describe('contrastRatio', () => {
  // The classic reference points: #767676 is the lightest grey that passes 4.5:1 on white.
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
  ])('%s on %s is %d:1', (a, b, ratio) => expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2));

  it('does not depend on the order of the two', () => {
    expect(contrastRatio('#5b2bd9', '#faf8ff')).toBe(contrastRatio('#faf8ff', '#5b2bd9'));
  });
});

describe('mixColours', () => {
  it('mixes channel by channel, as color-mix(in srgb) does', () => {
    expect(mixColours('#ffffff', '#000000', 0.5)).toBe('#808080');
    expect(mixColours('#ff0000', '#0000ff', 0.25)).toBe('#4000bf');
    expect(mixColours('#123', '#123', 0.65)).toBe('#112233');
  });
  it('gives the first colour at 100% and the second at 0%', () => {
    expect(mixColours('#0b6e4f', '#16181d', 1)).toBe('#0b6e4f');
    expect(mixColours('#0b6e4f', '#16181d', 0)).toBe('#16181d');
  });
});
