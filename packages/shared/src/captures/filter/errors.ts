/** A display filter that cannot be read: its message key (CAPTURE_FILTER_MESSAGES) and where, in the filter's text. */
export interface FilterError {
  /** A message key with its values (messageOf), e.g. `captureFilter.unknownField|{"field":"ipp.src"}`. */
  message: string;
  /** 0-based character position and length of the part at fault. */
  position: number;
  length: number;
}

/** Thrown inside the parser only; parseFilter turns it into a FilterError value. */
export class FilterSyntaxError extends Error {
  constructor(
    readonly key: string,
    readonly position: number,
    readonly length: number,
  ) {
    super(key);
  }
}
