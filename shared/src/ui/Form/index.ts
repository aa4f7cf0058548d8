export { CheckboxField, Field, FormLinks, FormMessage } from './Field';
