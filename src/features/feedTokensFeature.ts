import { feedTokensReadModel } from '../projections/feedTokensReadModel.js';
import type { Feature } from './feature.js';

/** Read-only tokens that open a customer's Atom feeds. */
export const feedTokensFeature: Feature = {
  name: 'feed-tokens',
  readModels: [feedTokensReadModel],
};
