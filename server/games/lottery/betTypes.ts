// The bet types live in src/engine so the console computes a type's return with the same function as the draw.
export * from '../../../src/engine/lotteryBetTypes';
