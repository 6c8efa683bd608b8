import { z } from "zod";

/** `<name>` in the caller's language plus `<name>_en` and `<name>_ar` (the API's bilingual field convention). */
export function bilingualFields<const K extends string>(name: K) {
  return {
    [name]: z.string(),
    [`${name}_en`]: z.string(),
    [`${name}_ar`]: z.string(),
  } as { [P in K | `${K}_en` | `${K}_ar`]: z.ZodString };
}

/** The success envelope eBroker clients read; `total` on lists, extra top-level keys where the reference had them. */
export function dataEnvelope<T extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(
  data: T,
  options: { list?: boolean; extra?: E } = {},
) {
  return z.object({
    error: z.literal(false),
    message: z.string(),
    data,
    ...(options.list ? { total: z.number().int().min(0) } : {}),
    ...(options.extra ?? ({} as E)),
  });
}

/** Every failure: a real HTTP status with this body; `errors` maps field paths to messages. */
export const ErrorEnvelope = z.object({
  error: z.literal(true),
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TErrorEnvelope = z.infer<typeof ErrorEnvelope>;
