import { customersReadModel } from './customers.js';
import { deliveriesReadModel } from './deliveries.js';
import { eventsReadModel } from './events.js';
import type { ReadModel } from './readModel.js';
import { sourcesReadModel } from './sources.js';
import { subscriptionsReadModel } from './subscriptions.js';

/** Every read model kept from the event log: inline on each append, and by `projections rebuild`. */
export const readModels = [customersReadModel, sourcesReadModel, eventsReadModel, subscriptionsReadModel, deliveriesReadModel] as ReadModel[];
