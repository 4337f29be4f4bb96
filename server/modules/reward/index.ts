export { rewardRoutes } from './routes';
export { brandEnvelopes, createEnvelope, withdrawEnvelope } from './envelopeDesk';
export { envelopeHouse } from './envelopes';
