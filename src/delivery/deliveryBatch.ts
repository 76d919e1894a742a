import type pg from 'pg';
import { decider, deliveryStreamName, handleDeliveryCommand, type DeliveryCommand } from '../domain/delivery.js';
import { handleCommandsTogether } from '../eventStore/commandBatch.js';
import type { EventStore } from '../eventStore/eventStore.js';

/** Delivery commands for many deliveries, decided together and appended in one transaction. */
export const handleDeliveryCommands = (deps: { eventStore: EventStore; pool: pg.Pool }, commands: DeliveryCommand[]) =>
  handleCommandsTogether(
    deps,
    {
      decider,
      streamName: (command) => deliveryStreamName(command.data.deliveryId),
      handleOne: (command) => handleDeliveryCommand(deps.eventStore, command.data.deliveryId, command),
    },
    commands,
  );
