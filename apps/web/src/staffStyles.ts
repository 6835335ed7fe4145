/**
 * Mantine's full styles for the staff screens (sign-in and the back office), loaded with them and
 * never by the public site (see publicStyles.ts). Layered, like the public set.
 */
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import '@mantine/dropzone/styles.layer.css';
import '@mantine/tiptap/styles.layer.css';
