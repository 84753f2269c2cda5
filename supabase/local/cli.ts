import { startStack } from './stack.ts';

/**
 * npm run supabase:local [-- --memory] [-- --reset] [-- --exit]
 *   --memory  in-memory database, nothing persisted
 *   --reset   wipe the persisted database (.supabase/local-db) first
 *   --exit    stop once migrations are applied (npm run db:reset)
 */
const flags = new Set(process.argv.slice(2));
const unknown = [...flags].filter((f) => !['--memory', '--reset', '--exit'].includes(f));
if (unknown.length) {
  console.error(`Unknown option ${unknown.join(', ')}. Options: --memory, --reset, --exit`);
  process.exit(2);
}

/**
 * How often the local stack runs the reminders, the agent summaries and the count of past days'
 * referral visits (REMINDERS_EVERY_MINUTES, default 5; 0 turns them off). A summary goes once per
 * agent and month, so a run finds one to send only after a month begins; the visits' count finds
 * work once a day.
 */
function reminderMinutes(): number {
  const value = Number(process.env.REMINDERS_EVERY_MINUTES ?? 5);
  return Number.isFinite(value) && value >= 0 ? value : 5;
}

const started = Date.now();
try {
  const stack = await startStack({
    memory: flags.has('--memory'),
    reset: flags.has('--reset'),
    remindersEveryMs: reminderMinutes() * 60_000,
    agentSummariesEveryMs: reminderMinutes() * 60_000,
    visitRollupEveryMs: reminderMinutes() * 60_000,
  });
  const { applied, fresh } = stack.migrations;
  console.log(
    [
      `Local Supabase ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${stack.database}${flags.has('--memory') ? ', in memory' : ''}${fresh ? ', new database' : ''}; ${applied.length} migration(s) applied)`,
      `         API URL: ${stack.apiUrl}`,
      `          DB URL: ${stack.dbUrl}`,
      `       Inbox URL: ${stack.inboxUrl}`,
      `      JWT secret: ${stack.jwtSecret}`,
      `        anon key: ${stack.anonKey}`,
      `service_role key: ${stack.serviceRoleKey}`,
    ].join('\n'),
  );
  if (flags.has('--exit')) {
    await stack.stop();
    process.exit(0);
  }
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping local Supabase...');
    void stack.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
