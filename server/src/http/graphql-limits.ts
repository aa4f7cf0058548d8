import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, Lexer, NoSchemaIntrospectionCustomRule, Source, TokenKind } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Largest request body of the query and feed services; the largest document within the token limit fits many times. */
export const QUERY_BODY_LIMIT = 100 * 1024;
/** How long one operation may run before it is stopped with a GraphQL error. */
export const QUERY_TIME_LIMIT_MS = 10_000;
/**
 * Brackets ({ [ () nested in a document. graphql-js parses recursively: 10,000 levels overflow the
 * stack long before the token limit counts that far. No real document comes near this.
 */
export const MAX_NESTING = 64;

/**
 * 1,000 aliases of one field ran for seconds and delayed every other call. The limits sit well above
 * the largest operation of the schema (graphql-limits.test.ts runs each one with every field).
 */
const armor = new EnvelopArmor({
  maxAliases: { n: 30 },
  maxDepth: { n: 15 },
  maxDirectives: { n: 50 },
  maxTokens: { n: 5000 },
  costLimit: { maxCost: 20000 },
  blockFieldSuggestion: { enabled: true },
});

const OPENING = new Set<TokenKind>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<TokenKind>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/** Reads the document with graphql-js's own lexer (a loop, no recursion) and refuses deep nesting before the parser recurses. */
function assertNesting(source: string | Source): void {
  const lexer = new Lexer(typeof source === 'string' ? new Source(source) : source);
  let depth = 0;
  for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
    if (OPENING.has(token.kind)) depth += 1;
    else if (CLOSING.has(token.kind)) depth -= 1;
    if (depth > MAX_NESTING) {
      throw new GraphQLError(`Syntax Error: brackets nested deeper than ${MAX_NESTING} levels.`);
    }
  }
}

/** Placed after armor's token limit: wraps the parser that plugin installed. */
const nestingLimit: Plugin = {
  onParse({ parseFn, setParseFn }) {
    setParseFn((source, options) => {
      assertNesting(source);
      return parseFn(source, options);
    });
  },
};

const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/**
 * Aborts execution at the limit: the executor stops resolving and the call answers at once. A
 * resolver already waiting (a database call) finishes in the background, but its answer is dropped.
 */
function timeLimit(ms: number): Plugin {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn(async (args) => {
        const controller = new AbortController();
        const timer = setTimeout(
          () =>
            controller.abort(
              new GraphQLError(`The operation exceeded its time limit of ${ms} ms and was stopped.`, {
                extensions: { code: 'QUERY_TIMEOUT', http: { status: 503 } },
              }),
            ),
          ms,
        );
        const outer = (args as { signal?: AbortSignal }).signal;
        try {
          return await executeFn({ ...args, signal: outer ? AbortSignal.any([outer, controller.signal]) : controller.signal } as typeof args);
        } finally {
          clearTimeout(timer);
        }
      });
    },
  };
}

export interface LimitOptions {
  /** Whether __schema and __type answer (GRAPHQL_INTROSPECTION). */
  introspection: boolean;
  timeLimitMs: number;
}

type ArmorPlugin = ReturnType<EnvelopArmor['protect']>['plugins'][number];

/** Every limit of a GraphQL service, in the order they must run. */
export function limitPlugins(options: LimitOptions): Array<Plugin | ArmorPlugin> {
  return [...armor.protect().plugins, nestingLimit, ...(options.introspection ? [] : [noIntrospection]), timeLimit(options.timeLimitMs)];
}
