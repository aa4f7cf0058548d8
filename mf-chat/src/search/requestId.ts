let last = 0;

/** Request ids increase over the whole feature, so an answer names exactly one request. */
export function nextRequestId(): number {
  last += 1;
  return last;
}
