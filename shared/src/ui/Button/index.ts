export { Button, buttonStyle } from './Button';
