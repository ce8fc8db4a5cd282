/** The design system's TextLink bound to the router: `to` gives the address, a click navigates without a reload. */
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';
import { TextLink as LinkText } from './ui';

export type RouterTextLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & {
  to: To;
  replace?: boolean;
};

export const TextLink = forwardRef<HTMLAnchorElement, RouterTextLinkProps>(function TextLink(
  { to, replace, onClick, target, ...rest },
  ref,
) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  return (
    <LinkText
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
      {...rest}
    />
  );
});
