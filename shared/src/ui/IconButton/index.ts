export { CloseIcon, IconButton } from './IconButton';
