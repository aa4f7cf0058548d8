import { useEffect, useState } from 'react';

/** The current value of a BehaviorSubject-like source, re-rendering on each new one. */
export function useObservableValue<T>(subject: { value: T; subscribe: (next: (value: T) => void) => { unsubscribe(): void } }): T {
  const [value, setValue] = useState(subject.value);
  useEffect(() => {
    const subscription = subject.subscribe(setValue);
    return () => subscription.unsubscribe();
  }, [subject]);
  return value;
}
