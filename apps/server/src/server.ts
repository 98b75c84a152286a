import { freezeMatches } from '@snackparty/engine';
import { build } from './app';
import { loadConfig } from './config';
import { safeDbError } from './db/errors';
import { lanAddressFor } from './routes/join-address';

const config = loadConfig();
// A development check (the browser tests turn it on): every match is frozen once made, so code that
// changes a shared match in place throws where it does.
if (process.env.SNACKPARTY_FREEZE_MATCHES === '1') freezeMatches(true);
const app = await build({ config });

// A promise nobody awaited failed (a database call in some background task, say): Node would end
// the whole process, and every room with it. It is logged, in the safe form that leaves a failed
// query's values out, and the server goes on.
process.on('unhandledRejection', (reason) => app.log.error({ err: safeDbError(reason) }, 'unhandled rejection'));
// A thrown error nobody caught leaves the process in an unknown state: logged the same way, then
// the process ends and its supervisor starts a fresh one (Node's own report would print the values).
process.on('uncaughtException', (err) => {
  app.log.fatal({ err: safeDbError(err) }, 'uncaught exception');
  process.exit(1);
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: safeDbError(error) }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
app.log.info(`Snackparty is running on http://localhost:${config.port} (database: ${app.database.kind})`);
const lanAddress = lanAddressFor(config.host);
const phonesOrigin = config.publicUrlConfigured ? config.publicUrl : lanAddress ? `http://${lanAddress}:${config.port}` : config.publicUrl;
app.log.info(`Phones join at ${phonesOrigin}/join`);
app.log.info(
  config.payments
    ? `Payments are on (Stripe${config.payments.apiUrl ? ` at ${config.payments.apiUrl}` : ''}): accounts pay after a ${config.trialDays}-day trial`
    : config.subscriptionRequired
      ? `Payments are off; trials of ${config.trialDays} days end without renewal (TRIAL_DAYS is set)`
      : 'Payments are off (no STRIPE_SECRET_KEY): the product is free to use',
);
