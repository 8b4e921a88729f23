import styles from './skeleton.module.css';

/** The class of a loading placeholder: add it to the placeholder's outermost box only. */
export const skeletonPulseClass = styles.pulse;
