import { z } from 'zod';
import { formatPence, formatSignedPence, type TPence } from '~/domain/money';
import type { TChatContext } from '../chat.types';

/**
 * One tool the language model may call (issue 34 item 4): its name, what it is for, its arguments as a zod schema
 * (bounded strings, numbers and enums; the JSON schema the model reads is derived from it, so the two cannot
 * disagree) and what it runs on the server with the caller's context, which holds only what the caller may see.
 */
export type TChatTool = {
  name: string;
  description: string;
  /** The arguments as JSON schema, for the model. */
  parameters: Record<string, unknown>;
  /** Validates the model's arguments and runs the tool: `{ error }` for arguments that do not fit. */
  execute(args: unknown, context: TChatContext): Promise<object>;
};

/** A money figure in a tool's result: exact pence and the text to quote. */
export type TToolMoney = { pence: number; text: string };
export const money = (pence: TPence): TToolMoney => ({ pence, text: formatPence(pence) });
export const signedMoney = (pence: TPence): TToolMoney => ({ pence, text: formatSignedPence(pence) });

const MAX_ERROR_CHARS = 400;

/** The schema's complaints in a line the model can act on ("stake_pounds: Too big: expected number to be <=100000"). */
export const argumentsError = (error: z.ZodError): { error: string } => ({
  error: `Invalid arguments: ${error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ')}`.slice(0, MAX_ERROR_CHARS),
});

export const defineTool = <TSchema extends z.ZodObject>(tool: {
  name: string;
  description: string;
  args: TSchema;
  run: (args: z.infer<TSchema>, context: TChatContext) => object | Promise<object>;
}): TChatTool => {
  const { $schema: _ignored, ...parameters } = z.toJSONSchema(tool.args, { io: 'input' });
  return {
    name: tool.name,
    description: tool.description,
    parameters,
    async execute(args, context) {
      const parsed = tool.args.safeParse(args);
      if (!parsed.success) return argumentsError(parsed.error);
      return tool.run(parsed.data, context);
    },
  };
};
