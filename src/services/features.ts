import type { Event } from '@event-driven-io/emmett';
import type { InlineProjection, ProjectedEvent } from '../eventStore/eventStore.js';
import { customersFeature } from '../features/customersFeature.js';
import { deliveriesFeature } from '../features/deliveriesFeature.js';
import type { Feature } from '../features/feature.js';
import { feedFeature } from '../features/feedFeature.js';
import { feedTokensFeature } from '../features/feedTokensFeature.js';
import { operationalMailFeature } from '../features/operationalMailFeature.js';
import { sourcesFeature } from '../features/sourcesFeature.js';
import { subscriptionsFeature } from '../features/subscriptionsFeature.js';
import { usageFeature } from '../features/usageFeature.js';
import { applyReadModels } from '../projections/readModel.js';
import { mergeReactions, recordReactions } from '../runtime/outbox.js';
import type { Queryable } from '../runtime/sql.js';

/** Every feature of the service. Read models are applied, and workers started, in this order. */
export const features: Feature[] = [
  usageFeature,
  customersFeature,
  sourcesFeature,
  feedFeature,
  subscriptionsFeature,
  deliveriesFeature,
  feedTokensFeature,
  operationalMailFeature,
];

/** Every read model kept from the event log: inline on each append, and by `projections rebuild`. */
export const readModels = features.flatMap((feature) => feature.readModels ?? []);

const reactions = mergeReactions(features.flatMap((feature) => (feature.reactions ? [feature.reactions] : [])));

/** What every append does in its own transaction: the read models, then the reactions outbox. */
export const inlineProjection: InlineProjection = {
  canHandle: [...new Set([...readModels.flatMap((model) => model.canHandle), ...reactions.eventTypes])],
  handle: async (events: ProjectedEvent<Event>[], db: Queryable) => {
    await applyReadModels(readModels, events, db);
    await recordReactions(reactions.to(events), db);
  },
};
