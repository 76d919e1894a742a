import { Command } from 'commander';
import { issueFeedToken, revokeFeedToken } from '../application/feedTokenCommands.js';
import { findCustomer } from '../projections/customersReadModel.js';
import { findFeedToken, listFeedTokens, type FeedTokenView } from '../projections/feedTokensReadModel.js';
import { jsonOption, print, UserError, withBackend, type Output } from './context.js';

const describe = (t: FeedTokenView): string =>
  `${t.id}  ${t.customer_id}  ${t.hint}  ${t.revoked_at === null ? 'live   ' : 'revoked'}  created ${new Date(t.created_at).toISOString()}${t.label ? `  ${t.label}` : ''}`;

/** `regfeed feed-tokens`: read-only Atom feed tokens, for operators. */
export function feedTokensCommand(): Command {
  const tokens = new Command('feed-tokens').description('read-only feed tokens that open a customer’s Atom feed');
  tokens
    .command('create')
    .description('issue a feed token for a customer; the token is printed once')
    .requiredOption('--customer <id>', 'the customer (cus_…)')
    .option('--label <text>', 'a name for it, e.g. the feed reader it is for')
    .addOption(jsonOption())
    .action(async (options: { customer: string; label?: string } & Output) => {
      await withBackend(async ({ pool, eventStore }, config) => {
        if (!(await findCustomer(pool, options.customer))) throw new UserError(`no customer ${options.customer}`);
        const { feedTokenId, token } = await issueFeedToken(eventStore, options.customer, options.label?.trim() || null);
        const feedUrl = `${config.publicBaseUrl}/v1/feeds/${token}.atom`;
        print(options, { id: feedTokenId, token, feed_url: feedUrl }, () =>
          [`Feed token ${feedTokenId} for ${options.customer} (shown once):`, `  ${token}`, `  feed: ${feedUrl}`].join('\n'),
        );
      });
    });
  tokens
    .command('list')
    .description('feed tokens, revoked ones included, by hint only')
    .option('--customer <id>', 'only this customer (cus_…)')
    .addOption(jsonOption())
    .action(async (options: { customer?: string } & Output) => {
      await withBackend(async ({ pool }) => {
        const rows = await listFeedTokens(pool, options.customer ?? null);
        print(options, { feed_tokens: rows }, () => (rows.length ? rows.map(describe).join('\n') : 'No feed tokens.'));
      });
    });
  tokens
    .command('revoke <id>')
    .description('revoke a feed token: its feed answers 404 from now on')
    .addOption(jsonOption())
    .action(async (id: string, options: Output) => {
      await withBackend(async ({ pool, eventStore }) => {
        if (!(await findFeedToken(pool, id))) throw new UserError(`no feed token ${id}`);
        const { changed } = await revokeFeedToken(eventStore, null, id);
        print(options, { id, revoked: true, changed }, () => (changed ? `Revoked ${id}.` : `${id} was already revoked.`));
      });
    });
  return tokens;
}
