import { deliveryStreamName, type DeliveryEvent } from '../domain/delivery.js';
import type { EventStore } from '../eventStore/eventStore.js';
import { presentDeliveryHistory } from '../presenters/historyPresenter.js';

/** A delivery's domain events, oldest first, for auditors; empty for an unknown id. */
export async function deliveryHistory(eventStore: EventStore, deliveryId: string) {
  const { events } = await eventStore.readStream<DeliveryEvent>(deliveryStreamName(deliveryId));
  return presentDeliveryHistory(events);
}
