import type { Event } from '@event-driven-io/emmett';
import { customersReadModel } from './customersReadModel.js';
import { deliveriesReadModel } from './deliveriesReadModel.js';
import { eventsReadModel } from './eventsReadModel.js';
import { feedTokensReadModel } from './feedTokensReadModel.js';
import { applyEvents, type ProjectedEvent, type Queryable, type ReadModel } from './readModel.js';
import { sourcesReadModel } from './sourcesReadModel.js';
import { subscriptionsReadModel } from './subscriptionsReadModel.js';

/** Every read model kept from the event log: inline on each append, and by `projections rebuild`. */
export const readModels = [customersReadModel, sourcesReadModel, eventsReadModel, subscriptionsReadModel, deliveriesReadModel, feedTokensReadModel] as ReadModel[];

/** Brings every read table up to date with a batch of events, in order: inline on append, and in a rebuild. */
export async function applyReadModels(events: ProjectedEvent<Event>[], db: Queryable): Promise<void> {
  for (const model of readModels) await applyEvents(model, events, db);
}
