import { customersProjection } from './customers.js';
import { sourcesProjection } from './sources.js';

/** Every inline read model; the event store runs them in the transaction of each append. */
export const readModels = [customersProjection, sourcesProjection];
