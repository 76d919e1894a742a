import { customersProjection } from './customers.js';
import { sourcesProjection } from './sources.js';
import { subscriptionsProjection } from './subscriptions.js';

/** Every inline read model; the event store runs them in the transaction of each append. */
export const readModels = [customersProjection, sourcesProjection, subscriptionsProjection];
