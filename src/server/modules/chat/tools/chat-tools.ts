import type { TChatContext } from '../chat.types';
import type { TChatTool } from './chat-tool';
import { DATA_TOOLS } from './data-tools';
import { MATHS_TOOLS } from './maths-tools';

/** Every tool the language model may call, in the order it is offered. */
export const CHAT_TOOLS: readonly TChatTool[] = [...MATHS_TOOLS, ...DATA_TOOLS];

/** Longest arguments text a call may carry (the largest tool input, a Goliath with every option, is far below). */
export const MAX_TOOL_ARGUMENTS_CHARS = 4000;
export const TOOL_FAILED_ERROR =
  'The tool failed. Answer without it and point the user to the page on the site that has it.';

type TLog = { warn: (object: object, message: string) => void };

/** One call as the model sent it: the name and the arguments as JSON text (either may be anything). */
export type TToolCall = { name: unknown; arguments: unknown };

/**
 * Runs one call the model made and answers with the tool message's content (JSON). Never throws: an unknown tool,
 * arguments that are not JSON or do not fit the schema, and a tool that fails each come back as `{ error }` the model
 * can act on. A failure is logged by tool name and error name only, never the arguments (they can quote the user).
 */
export const runToolCall = async (
  call: TToolCall,
  context: TChatContext,
  log: TLog,
  tools: readonly TChatTool[] = CHAT_TOOLS,
): Promise<string> => {
  const answer = (result: object) => JSON.stringify(result);
  const tool = tools.find((t) => t.name === call.name);
  if (!tool)
    return answer({
      error: `Unknown tool "${String(call.name).slice(0, 60)}". The tools are: ${tools.map((t) => t.name).join(', ')}.`,
    });
  const text = typeof call.arguments === 'string' && call.arguments.trim() !== '' ? call.arguments : '{}';
  if (text.length > MAX_TOOL_ARGUMENTS_CHARS)
    return answer({ error: `The arguments are too long (at most ${MAX_TOOL_ARGUMENTS_CHARS} characters).` });
  let args: unknown;
  try {
    args = JSON.parse(text);
  } catch {
    return answer({ error: 'The arguments were not valid JSON. Send them as a JSON object.' });
  }
  try {
    return answer(await tool.execute(args, context));
  } catch (error) {
    log.warn({ tool: tool.name, err: error instanceof Error ? error.name : 'unknown' }, 'chat tool failed');
    return answer({ error: TOOL_FAILED_ERROR });
  }
};
