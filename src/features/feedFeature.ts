import { eventsReadModel } from '../projections/eventsReadModel.js';
import type { Feature } from './feature.js';

/** The regulatory events the API serves (their fan-out to webhooks is the deliveries feature's). */
export const feedFeature: Feature = {
  name: 'feed',
  readModels: [eventsReadModel],
};
