declare const unit: unique symbol;

/** A number tagged with its unit so that, e.g., dB and % or minutes and seconds cannot be mixed. */
export type Branded<U extends string> = number & { readonly [unit]: U };
