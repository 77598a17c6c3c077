import { Box, Text } from '@mantine/core';
import { TIMINGS } from '@netclass/shared';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './hero-slider.module.css';
import { LayersIllustration } from './layers-illustration';
import { TopologyIllustration } from './topology-illustration';
import { WirelessIllustration } from './wireless-illustration';

const slides: { key: 'topology' | 'layers' | 'wireless'; Illustration: ComponentType }[] = [
  { key: 'topology', Illustration: TopologyIllustration },
  { key: 'layers', Illustration: LayersIllustration },
  { key: 'wireless', Illustration: WirelessIllustration },
];

/** Three slides, auto-advancing every 2500 ms; a dot jumps to its slide and restarts the timer (docs/product/screens-and-roles.md#landing-page). */
export function HeroSlider() {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setActive((index) => (index + 1) % slides.length), TIMINGS.sliderMs);
    return () => clearTimeout(timer);
  }, [active]);

  const caption = slides[active]?.key ?? 'topology';
  return (
    <Box>
      <div
        className={classes.viewport}
        role="group"
        aria-roledescription="carousel"
        aria-label={t('landing.slider.label')}
      >
        {slides.map(({ key, Illustration }, index) => (
          <div
            key={key}
            className={classes.slide}
            data-active={index === active || undefined}
            aria-hidden={index !== active}
          >
            <Illustration />
          </div>
        ))}
      </div>
      <Text ta="center" size="sm" c="dimmed" mt="xs" aria-live="polite">
        {t(`landing.slider.${caption}`)}
      </Text>
      <div className={classes.dots}>
        {slides.map(({ key }, index) => (
          <button
            key={key}
            type="button"
            className={classes.dot}
            aria-label={t('landing.slider.goTo', { number: index + 1 })}
            aria-current={index === active}
            onClick={() => setActive(index)}
          />
        ))}
      </div>
    </Box>
  );
}
