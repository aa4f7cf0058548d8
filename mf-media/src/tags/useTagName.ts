import { usePlatform } from '@vx/shared';
import { tagName } from '@vx/shared/tags';

/**
 * A tag's name in the page language, from the one list the server uses too (`@vx/shared/tags`):
 * the label stays the key of URLs and filters; a tag the list does not know keeps its label.
 */
export function useTagName(): (label: string) => string {
  const { language } = usePlatform();
  return (label) => tagName(label, language);
}
