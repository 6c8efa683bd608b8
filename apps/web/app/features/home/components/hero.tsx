import { clsx } from "clsx";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Form, Link } from "react-router";
import { ArrowEndIcon, ChevronEndIcon, ChevronStartIcon, SearchIcon } from "../../../components/icons/icons";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import type { HomeSlide } from "../home-shelves";

/**
 * The homepage hero: the slider's images behind a search box. Slides change only when the visitor
 * asks (no auto-rotation to chase), with buttons that announce which slide is showing.
 */
export function Hero({ slides, companyName }: { slides: HomeSlide[]; companyName: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [index, setIndex] = useState(0);
  const slide = slides[index];
  const link = slide?.link;
  const count = slides.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const number = (n: number) => formatNumber(n, locale);

  return (
    <section
      aria-roledescription={count > 1 ? t("home.hero.carousel") : undefined}
      aria-label={t("home.hero.label")}
      data-testid="home-hero"
      className="relative isolate overflow-hidden bg-brand-950"
    >
      {slide ? (
        <img
          key={slide.id}
          src={slide.image}
          alt=""
          width={1600}
          height={700}
          fetchPriority={index === 0 ? "high" : "auto"}
          className="absolute inset-0 -z-10 size-full object-cover opacity-70"
        />
      ) : null}
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-950/70 via-brand-950/50 to-brand-950/85" />
      <div className="mx-auto flex min-h-[30rem] max-w-7xl flex-col justify-center gap-8 px-4 py-16 sm:px-6 lg:min-h-[34rem] lg:px-8">
        <div className="max-w-2xl">
          <p className="mb-3 text-sm font-bold tracking-wide text-brand-200">{companyName}</p>
          <h1 className="text-4xl leading-tight font-extrabold text-white sm:text-5xl">
            {t("home.hero.title")}
          </h1>
          <p className="mt-4 text-lg text-white/85">{t("home.hero.subtitle")}</p>
        </div>
        <Form
          method="get"
          action="/properties"
          role="search"
          className="flex w-full max-w-2xl flex-col gap-2 rounded-2xl bg-white p-2 shadow-xl sm:flex-row"
        >
          <label htmlFor="hero-search" className="sr-only">
            {t("home.hero.search_label")}
          </label>
          <div className="flex flex-1 items-center gap-2 ps-3">
            <SearchIcon className="text-slate-400" />
            <input
              id="hero-search"
              name="search"
              type="search"
              placeholder={t("home.hero.search_placeholder")}
              className="h-12 w-full bg-transparent text-start text-slate-900 placeholder:text-slate-400 focus:outline-none"
            />
          </div>
          <button
            type="submit"
            className="h-12 rounded-xl bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t("home.hero.search_button")}
          </button>
        </Form>
        {count > 0 ? (
          <div className="flex flex-wrap items-center gap-4">
            {link ? (
              <Link
                to={link.href}
                className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-2 text-sm font-semibold text-white backdrop-blur hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
              >
                {link.label}
                <ArrowEndIcon className="size-4" />
              </Link>
            ) : null}
            {count > 1 ? (
              <div className="ms-auto flex items-center gap-2">
                <button
                  type="button"
                  onClick={() => go(-1)}
                  aria-label={t("home.hero.previous")}
                  className="rounded-full bg-white/15 p-2 text-white backdrop-blur hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
                >
                  <ChevronStartIcon />
                </button>
                <ol className="flex items-center gap-1.5">
                  {slides.map((item, i) => (
                    <li key={item.id}>
                      <button
                        type="button"
                        onClick={() => setIndex(i)}
                        aria-label={t("home.hero.slide_of", { n: number(i + 1), total: number(count) })}
                        aria-current={i === index ? "true" : undefined}
                        className={clsx(
                          "block h-2 rounded-full transition-all focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
                          i === index ? "w-6 bg-white" : "w-2 bg-white/50 hover:bg-white/80",
                        )}
                      />
                    </li>
                  ))}
                </ol>
                <button
                  type="button"
                  onClick={() => go(1)}
                  aria-label={t("home.hero.next")}
                  className="rounded-full bg-white/15 p-2 text-white backdrop-blur hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
                >
                  <ChevronEndIcon />
                </button>
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
