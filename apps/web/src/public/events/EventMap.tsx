/**
 * An event's map, loaded only when the visitor asks for it: a map frame brings hundreds of KB of
 * someone else's scripts, more than the whole page. Until then a link, which without JavaScript
 * opens the map in a new tab; with it, the map island (or, in the app, this component) puts the
 * frame in its place.
 */
import { useState } from 'react';
import { IconMap2 } from '@tabler/icons-react';
import classes from './EventDetailScreen.module.css';

export function EventMap({ url, place }: { url: string; place: string }) {
  const [shown, setShown] = useState(false);
  const title = `Map of ${place}`;
  if (shown)
    return (
      <iframe
        className={classes.map}
        src={url}
        title={title}
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
      />
    );
  return (
    <a
      className={`${classes.map} ${classes.mapLink}`}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      data-island="map"
      data-title={title}
      data-frame-class={classes.map}
      onClick={(event) => {
        event.preventDefault();
        setShown(true);
      }}
    >
      <IconMap2 size={32} stroke={1.5} aria-hidden />
      <span>Show the map</span>
    </a>
  );
}
