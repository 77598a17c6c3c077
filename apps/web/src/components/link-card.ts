import classes from './link-card.module.css';

/** Class of a card that is a link: highlights on hover and keyboard focus. */
export const linkCardClass = classes.card;
