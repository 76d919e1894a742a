import type { Kind } from '../watching/classificationRules.js';
import type { Classifier, KindEvidence } from '../watching/classify.js';
import { normalizeText } from '../watching/text.js';
import { listRuleClassifiedEvents, type RuleClassifiedEvent } from '../projections/eventsReadModel.js';
import type { Queryable } from '../projections/readModel.js';
import { originalWording } from './originalWording.js';

/** An event to review first, and why: what the rules took it for and where that came from. */
export type ReviewCandidate = Pick<RuleClassifiedEvent, 'id' | 'source_id' | 'published_at' | 'event_type' | 'topics' | 'severity'> & {
  title: string;
  kind: Kind;
  kind_from: Exclude<KindEvidence, 'title'>;
};

const PAGE = 200;

/**
 * An editor's review queue: the newest events no editor has reviewed whose title does not say what the item is
 * (the rules read its kind from the text alone, or presumed it). The rules' severity is wrong about twice as often
 * there (docs/classification.md, "Editorial corrections"), so these are the corrections that pay most.
 */
export async function reviewQueue(db: Queryable, classifier: Classifier, limit: number): Promise<ReviewCandidate[]> {
  const queue: ReviewCandidate[] = [];
  let after: RuleClassifiedEvent | undefined;
  for (;;) {
    const page = await listRuleClassifiedEvents(db, { limit: PAGE, after });
    for (const event of page) {
      const { title, text } = originalWording({ ...event, language: event.params?.language });
      const { kind, kindFrom } = classifier.classify(normalizeText(`${title}\n\n${text}`), event.params ?? {});
      if (kindFrom === 'title') continue;
      const { id, source_id, published_at, event_type, topics, severity } = event;
      queue.push({ id, source_id, published_at, title, event_type, topics, severity, kind, kind_from: kindFrom });
      if (queue.length === limit) return queue;
    }
    if (page.length < PAGE) return queue;
    after = page.at(-1);
  }
}
