import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config/config.js";
import { configuredDatabase, openDatabase } from "../db/client.js";
import { DatabaseInUseError } from "../db/data-dir-lock.js";
import { runMigrations } from "../db/migrate.js";
import { AppError } from "../lib/app-error.js";
import { createOrPromoteAdmin } from "../modules/auth/admin-account.js";
import { translatorFor } from "../plugins/i18n.js";

const usage = `Usage: npm run admin:create -- --email <address> (--password <password> | --password-stdin) [--name <name>]
  Creates an admin, or makes the account with this e-mail an admin with this password (its sessions end).
  --password-stdin reads the password from the first line of standard input, which keeps it out of the
  shell history and of npm's echo of the command line.
  Uses the configured database (DATABASE_URL, or the PGlite database in DATA_DIR).
Exit codes: 0 done, 1 refused or failed, 2 wrong arguments.`;

/** `npm run admin:create -- --email … --password … [--name …]`: the first admin, or a promotion. */
async function main(argv: string[]): Promise<number> {
  let values: {
    email?: string;
    password?: string;
    "password-stdin"?: boolean;
    name?: string;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: "string" },
        password: { type: "string" },
        "password-stdin": { type: "boolean" },
        name: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.info(usage);
    return 0;
  }
  const fromStdin = values["password-stdin"] === true;
  if (!values.email || fromStdin === (values.password !== undefined)) {
    console.error(`--email and exactly one of --password or --password-stdin are required.\n\n${usage}`);
    return 2;
  }
  const password = fromStdin ? await firstLineOfStdin() : values.password!;

  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  let handle;
  try {
    handle = await openDatabase(configuredDatabase(config));
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(`Refused: ${error.message}`);
    return 1;
  }
  try {
    await runMigrations(handle);
    const result = await createOrPromoteAdmin(
      handle.db,
      { email: values.email, password, name: values.name },
      new Date(),
    );
    const what = {
      created: `Created admin ${result.email} (user id ${result.userId}).`,
      promoted: `Made ${result.email} (user id ${result.userId}) an admin and set the new password.`,
      password_changed: `${result.email} (user id ${result.userId}) was already an admin; set the new password.`,
    }[result.action];
    console.info(what);
    if (result.wasReactivated) console.info("The account was deactivated; it is active again.");
    if (result.revokedSessions > 0) console.info(`Ended ${result.revokedSessions} existing session(s).`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      const t = translatorFor("en");
      const details = Object.entries(error.options.fields ?? {}).map(
        ([field, messages]) => `  ${field}: ${messages.map((m) => t(m)).join("; ")}`,
      );
      console.error([`Refused: ${t(error.messageKey)}`, ...details].join("\n"));
      return 1;
    }
    console.error(`Failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await handle.close();
  }
}

async function firstLineOfStdin(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes("\n")) break;
  }
  return text.split(/\r?\n/)[0] ?? "";
}

process.exitCode = await main(process.argv.slice(2));
