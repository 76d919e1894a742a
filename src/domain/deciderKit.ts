import { DeciderCommandHandler, ValidationError, type Command, type Decider, type Event } from '@event-driven-io/emmett';

// What every decider file shares: its event type list, its refusal of unknown commands, its handler.

/**
 * Every type of an event union, as a list the compiler keeps complete: the object names each type
 * once, so a type left out, or one the union does not have, fails the build.
 */
export const everyType = <Type extends string>(types: Record<Type, true>): Type[] => Object.keys(types) as Type[];

/** The `default` of an exhaustive `decide`: the compiler proves it unreachable; at run time it refuses. */
export function unknownCommand(type: never): never {
  throw new ValidationError(`Unknown command ${String(type)}`);
}

/** emmett's command handler for a decider: reads the stream, decides, appends, and retries on a version conflict. */
export const commandHandlerFor = <State, C extends Command, E extends Event>(
  decider: Decider<State, C, E>,
  streamName: (id: string) => string,
  retriesOnVersionConflict: number,
) => DeciderCommandHandler({ ...decider, mapToStreamId: streamName, retry: { onVersionConflict: retriesOnVersionConflict } });
