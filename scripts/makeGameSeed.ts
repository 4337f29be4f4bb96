// Writes config/seed/games.json: the demo brands' game catalogue, named from the word lists below
// (in both languages) and played by the studio's own games. Run again after changing a list; the
// output is the same for the same lists.
import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SeedGame } from '../server/seed/seedDemoGames';

type Words = Array<[en: string, bn: string]>;
const adjectives: Words = [
  ['Golden', 'সোনালি'], ['Royal', 'রাজকীয়'], ['Lucky', 'লাকি'], ['Mighty', 'মহা'], ['Wild', 'বুনো'], ['Magic', 'জাদুর'], ['Silver', 'রুপালি'], ['Jade', 'সবুজ'],
  ['Crimson', 'লাল'], ['Sunny', 'রোদেলা'], ['Midnight', 'মাঝরাতের'], ['Rich', 'ধনী'], ['Secret', 'গোপন'], ['Blazing', 'জ্বলন্ত'], ['Lotus', 'পদ্ম'], ['Thunder', 'বজ্র'],
  ['Diamond', 'হীরার'], ['Happy', 'খুশির'],
];
const nouns: Words = [
  ['Tiger', 'বাঘ'], ['Lotus', 'পদ্ম'], ['Elephant', 'হাতি'], ['Monsoon', 'বর্ষা'], ['Kite', 'ঘুড়ি'], ['Peacock', 'ময়ূর'], ['Temple', 'মন্দির'], ['River', 'নদী'],
  ['Tea Garden', 'চা বাগান'], ['Festival', 'উৎসব'], ['Treasure', 'গুপ্তধন'], ['Mango', 'আম'], ['Boat', 'নৌকা'], ['Fortune', 'ভাগ্য'], ['Star', 'তারা'], ['Palace', 'প্রাসাদ'],
  ['Dragon', 'ড্রাগন'], ['Moon', 'চাঁদ'], ['Jungle', 'জঙ্গল'],
];
const tables: Words = [['Baccarat', 'ব্যাকারা'], ['Speed Baccarat', 'স্পিড ব্যাকারা'], ['Squeeze Baccarat', 'স্কুইজ ব্যাকারা'], ['Lightning Baccarat', 'লাইটনিং ব্যাকারা'], ['No Commission Baccarat', 'নো কমিশন ব্যাকারা'], ['Royal Baccarat', 'রয়্যাল ব্যাকারা']];
const pvp: Words = [['Card Duel', 'কার্ড দ্বৈরথ'], ['Table Duel', 'টেবিল দ্বৈরথ'], ['Banker Duel', 'ব্যাংকার দ্বৈরথ'], ['Royal Duel', 'রাজকীয় দ্বৈরথ'], ['Quick Duel', 'দ্রুত দ্বৈরথ'], ['High Duel', 'হাই দ্বৈরথ']];
const fish: Words = [['Rocket Rise', 'রকেট উড়ান'], ['Ocean Hunter', 'সাগর শিকারি'], ['Kite Flight', 'ঘুড়ি উড়ান'], ['Golden Catch', 'সোনালি শিকার'], ['Deep Sea', 'গভীর সমুদ্র'], ['Sky Climb', 'আকাশ ছোঁয়া']];
const matches: Words = [['Cricket Match', 'ক্রিকেট ম্যাচ'], ['Football Match', 'ফুটবল ম্যাচ'], ['Kabaddi Match', 'কাবাডি ম্যাচ'], ['Tennis Match', 'টেনিস ম্যাচ']];
const esports: Words = [['Arena Clash', 'এরিনা লড়াই'], ['Battle Royale', 'ব্যাটল রয়্যাল'], ['Tower Siege', 'টাওয়ার অবরোধ']];
const cockfights: Words = [['Cockfight Arena', 'মোরগ লড়াই এরিনা'], ['Cockfight Derby', 'মোরগ লড়াই ডার্বি']];
const numbers: Words = [['Lucky Digit', 'লাকি সংখ্যা'], ['Quick Draw', 'দ্রুত ড্র'], ['Daily Number', 'দৈনিক সংখ্যা'], ['Number Rush', 'সংখ্যার দৌড়'], ['Golden Ball', 'সোনালি বল'], ['Five Minute Draw', 'পাঁচ মিনিটের ড্র']];

// The studio's slots: each paytable id with its line count (the list filter reads lines).
const slots: Array<[engine: string, lines: number]> = [['lotus-5x3', 20], ['tiger-3x3', 5], ['monsoon-5x4', 40]];
const minBets = ['0.01', '0.05', '0.10', '0.20', '0.50', '0.75', '1.00'];


const vendors = JSON.parse(readFileSync(join(import.meta.dirname, '../config/seed/vendors.json'), 'utf8')) as Record<string, Array<{ code: string; category: string }>>;
const lotteryGames = JSON.parse(readFileSync(join(import.meta.dirname, '../config/seed/lotteryGames.json'), 'utf8')) as Record<string, Array<{ code: string }>>;

// The in-house lottery's games are the brand's lottery schedules (decision 0313), one a code, named here.
const inHouseNames: Record<string, [en: string, bn: string]> = {
  VN_NORTH: ['Vietnam North Daily', 'ভিয়েতনাম উত্তর দৈনিক'],
  VN_FAST1: ['Vietnam Fast 1 Minute', 'ভিয়েতনাম দ্রুত 1 মিনিট'],
  VN_FAST3: ['Vietnam Fast 3 Minutes', 'ভিয়েতনাম দ্রুত 3 মিনিট'],
  VN_FAST5: ['Vietnam Fast 5 Minutes', 'ভিয়েতনাম দ্রুত 5 মিনিট'],
};
const inHouseGames = (brand: string): SeedGame[] =>
  (lotteryGames[brand] ?? []).map((g, i) => {
    const [en, bn] = inHouseNames[g.code] ?? [g.code, g.code];
    return { vendor: 'MQ_LOTTO', category: 'LOTT', code: g.code, name: { en, bn }, minBet: '1.00', hot: i === 0, new: false, demo: false, maintenance: false, lines: 0, classify: null, engine: 'lottery:vn' };
  });
const perVendor: Record<string, number> = { RNG: 18, FISH: 6, LIVE: 6, PVP: 6, SPORTS: 3, ESPORTS: 3, COCKFIGHT: 2, ELOTT: 6, LOTT: 4 };

function gamesOf(vendor: string, category: string, count: number, offset: number): SeedGame[] {
  const list: SeedGame[] = [];
  for (let i = 0; i < count; i++) {
    const k = offset + i;
    const base = { vendor, category, minBet: minBets[k % minBets.length]!, hot: i < 2, new: i === count - 1, demo: k % 9 !== 4, maintenance: false };
    const pickOf = (words: Words, engine: string, classify: string | null = null): SeedGame => {
      const [en, bn] = words[i % words.length]!;
      const n = Math.floor(i / words.length);
      return { ...base, code: `${vendor}-${category}-${i + 1}`, name: n ? { en: `${en} ${n + 1}`, bn: `${bn} ${n + 1}` } : { en, bn }, lines: 0, classify, engine };
    };
    if (category === 'RNG') {
      // Most are slots; every sixth a table game (baccarat), every seventh an arcade game (crash).
      const table = tables[(Math.floor(i / 6) + offset) % tables.length]!;
      const arcade = fish[(Math.floor(i / 7) + offset) % fish.length]!;
      if (i % 6 === 5) list.push({ ...pickOf(tables, 'baccarat', 'TG'), name: { en: `${table[0]} ${vendor}`, bn: `${table[1]} ${vendor}` } });
      else if (i % 7 === 6) list.push({ ...pickOf(fish, 'crash', 'AC'), name: { en: `${arcade[0]} ${vendor}`, bn: `${arcade[1]} ${vendor}` } });
      else {
        const [adjEn, adjBn] = adjectives[(k * 7) % adjectives.length]!;
        const [nounEn, nounBn] = nouns[(k * 5 + 3) % nouns.length]!;
        const [engine, lines] = slots[k % slots.length]!;
        const sameWord = adjEn === nounEn;
        list.push({ ...base, code: `${vendor}-${category}-${i + 1}`, name: { en: sameWord ? `${adjEn} Queen` : `${adjEn} ${nounEn}`, bn: sameWord ? `${adjBn} রানি` : `${adjBn} ${nounBn}` }, lines, classify: 'JP', engine });
      }
    } else if (category === 'LIVE') list.push(pickOf(tables, 'baccarat'));
    else if (category === 'PVP') list.push(pickOf(pvp, 'baccarat'));
    else if (category === 'FISH') list.push(pickOf(fish, 'crash'));
    else if (category === 'SPORTS') list.push(pickOf(matches, 'pick:match'));
    else if (category === 'ESPORTS') list.push(pickOf(esports, 'pick:match'));
    else if (category === 'COCKFIGHT') list.push(pickOf(cockfights, 'pick:cockfight'));
    else list.push(pickOf(numbers, 'pick:numbers'));
  }
  return list;
}

const out: Record<string, SeedGame[]> = {};
for (const [brand, list] of Object.entries(vendors)) {
  let offset = brand === 'bd' ? 0 : 3;
  out[brand] = list.flatMap((v) => {
    // Not drawn from the word lists: the vendors after it keep their games.
    if (v.code === 'MQ_LOTTO') return inHouseGames(brand);
    const games = gamesOf(v.code, v.category, perVendor[v.category] ?? 3, offset);
    offset += games.length;
    return games;
  });
}
// One game closed for maintenance per brand, so its prompt can be seen.
for (const games of Object.values(out)) {
  const slot = games.find((g) => g.category === 'RNG' && g.classify === 'JP' && g.name.en.startsWith('Royal'));
  if (slot) slot.maintenance = true;
}
writeFileSync(join(import.meta.dirname, '../config/seed/games.json'), JSON.stringify(out, null, 1) + '\n');
console.log(Object.entries(out).map(([b, g]) => `${b}: ${g.length} games`).join(', '));
