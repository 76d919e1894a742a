import { DeciderCommandHandler, type Command, type Decider, type Event } from '@event-driven-io/emmett';
import * as z from 'zod';

export const FETCH_STRATEGIES = ['rss', 'html_list', 'html_page', 'json_api', 'sparql'] as const;

/** A source of the registry as kept in `data/sources.json` and in its `SourceRegistered` event. */
export const SourceDefinition = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'lowercase letters, digits and dashes'),
  name_en: z.string().min(1).max(200),
  name_de: z.string().min(1).max(200),
  base_url: z.httpUrl(),
  fetch_strategy: z.enum(FETCH_STRATEGIES),
});
export type SourceDefinition = z.infer<typeof SourceDefinition>;

// ---------------------------------------------------------------- Events, state, commands

export type SourceRegistered = Event<'SourceRegistered', SourceDefinition & { registeredAt: string }>;
export type SourceEvent = SourceRegistered;

export type Source = { status: 'Unknown' } | { status: 'Registered'; id: string };

export type RegisterSource = Command<'RegisterSource', SourceDefinition, { now: Date }>;
export type SourceCommand = RegisterSource;

export const initialState = (): Source => ({ status: 'Unknown' });

export const evolve = (_state: Source, { data }: SourceEvent): Source => ({ status: 'Registered', id: data.id });

/** Registering is idempotent: a source that exists already stays as it is. */
export const decide = ({ data, metadata }: SourceCommand, state: Source): SourceEvent[] =>
  state.status === 'Registered' ? [] : [{ type: 'SourceRegistered', data: { ...data, registeredAt: metadata.now.toISOString() } }];

export const decider: Decider<Source, SourceCommand, SourceEvent> = { decide, evolve, initialState };

export const sourceStreamName = (sourceId: string): string => `source-${sourceId}`;

export const handleSourceCommand = DeciderCommandHandler({ ...decider, mapToStreamId: sourceStreamName, retry: { onVersionConflict: 3 } });
