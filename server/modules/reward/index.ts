export { rewardRoutes } from './routes';
export { brandEnvelopes, createEnvelope, withdrawEnvelope } from './envelopeDesk';
export { envelopeHouse } from './envelopes';
export { countClaimable } from './claimable';
export { opensJob } from './opensJob';
export { brandRaffles, createRaffle, withdrawRaffle } from './raffleDesk';
export { raffleHouse } from './raffles';
export { envelopeOffers, raffleOffers, type RaffleOffer } from './offers';
