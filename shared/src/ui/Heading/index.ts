export { Heading, PageHeader } from './Heading';
