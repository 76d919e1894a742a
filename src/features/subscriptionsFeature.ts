import { subscriptionsReadModel } from '../projections/subscriptionsReadModel.js';
import type { Feature } from './feature.js';

/** Webhook subscriptions. */
export const subscriptionsFeature: Feature = {
  name: 'subscriptions',
  readModels: [subscriptionsReadModel],
};
